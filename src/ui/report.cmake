# Printing the game summary: preview, print and PDF export.
target_sources(pinaculo_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/summaryprinting.h ${CMAKE_CURRENT_LIST_DIR}/summaryprinting.cpp)
target_link_libraries(pinaculo_ui PUBLIC pinaculo_report Qt6::PrintSupport)
