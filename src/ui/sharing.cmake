# Sharing from the window: the score sheet copied as text or as a picture, and the score sheet
# and the statistics exported as CSV.
target_sources(pinaculo_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/scoresheetimage.h ${CMAKE_CURRENT_LIST_DIR}/scoresheetimage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/scoresheetsharing.h ${CMAKE_CURRENT_LIST_DIR}/scoresheetsharing.cpp)
