# The window's ties to storage, printing and the rules: game files dropped on the window.
target_sources(pinaculo_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/gamefiledrop.h ${CMAKE_CURRENT_LIST_DIR}/gamefiledrop.cpp)
