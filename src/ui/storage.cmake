# The widgets that reach the database (the autosaver is src/session): the window's wiring to
# it, the opening of the database with its faults explained, the history and the statistics
# (sorted and searched through TableSearchProxy), and the named house rules of New Game.
target_sources(pinaculo_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/handentrylauncher.h ${CMAKE_CURRENT_LIST_DIR}/handentrylauncher.cpp
    ${CMAKE_CURRENT_LIST_DIR}/storagewiring.h ${CMAKE_CURRENT_LIST_DIR}/storagewiring.cpp
    ${CMAKE_CURRENT_LIST_DIR}/databaseopener.h ${CMAKE_CURRENT_LIST_DIR}/databaseopener.cpp
    ${CMAKE_CURRENT_LIST_DIR}/replaceddatabasequestion.h ${CMAKE_CURRENT_LIST_DIR}/replaceddatabasequestion.cpp
    ${CMAKE_CURRENT_LIST_DIR}/historymodel.h ${CMAKE_CURRENT_LIST_DIR}/historymodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/columnfit.h ${CMAKE_CURRENT_LIST_DIR}/columnfit.cpp
    ${CMAKE_CURRENT_LIST_DIR}/historydialog.h ${CMAKE_CURRENT_LIST_DIR}/historydialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/tablesearchproxy.h ${CMAKE_CURRENT_LIST_DIR}/tablesearchproxy.cpp
    ${CMAKE_CURRENT_LIST_DIR}/statisticsmodel.h ${CMAKE_CURRENT_LIST_DIR}/statisticsmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/partnershipsmodel.h ${CMAKE_CURRENT_LIST_DIR}/partnershipsmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/statisticsdialog.h ${CMAKE_CURRENT_LIST_DIR}/statisticsdialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/rulepresetbar.h ${CMAKE_CURRENT_LIST_DIR}/rulepresetbar.cpp
    ${PROJECT_SOURCE_DIR}/forms/historydialog.ui
    ${PROJECT_SOURCE_DIR}/forms/statisticsdialog.ui)
target_link_libraries(pinaculo_ui PUBLIC pinaculo_storage pinaculo_session)
