# The hand entry dialog, the meld checker and their widgets (card picker, meld rows, player pages).
target_sources(pinaculo_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/cardtext.h ${CMAKE_CURRENT_LIST_DIR}/cardtext.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cardlineedit.h ${CMAKE_CURRENT_LIST_DIR}/cardlineedit.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meldlineedit.h ${CMAKE_CURRENT_LIST_DIR}/meldlineedit.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cardpickerbutton.h ${CMAKE_CURRENT_LIST_DIR}/cardpickerbutton.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cardpicker.h ${CMAKE_CURRENT_LIST_DIR}/cardpicker.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meldrow.h ${CMAKE_CURRENT_LIST_DIR}/meldrow.cpp
    ${CMAKE_CURRENT_LIST_DIR}/playerresultpanel.h ${CMAKE_CURRENT_LIST_DIR}/playerresultpanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/pointsonlytable.h ${CMAKE_CURRENT_LIST_DIR}/pointsonlytable.cpp
    ${CMAKE_CURRENT_LIST_DIR}/handentrydialog.h ${CMAKE_CURRENT_LIST_DIR}/handentrydialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/wrappingitemdelegate.h ${CMAKE_CURRENT_LIST_DIR}/wrappingitemdelegate.cpp
    ${CMAKE_CURRENT_LIST_DIR}/handentrykeys.h ${CMAKE_CURRENT_LIST_DIR}/handentrykeys.cpp
    ${CMAKE_CURRENT_LIST_DIR}/entryfocus.h ${CMAKE_CURRENT_LIST_DIR}/entryfocus.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fieldproblem.h ${CMAKE_CURRENT_LIST_DIR}/fieldproblem.cpp
    ${CMAKE_CURRENT_LIST_DIR}/findingsband.h ${CMAKE_CURRENT_LIST_DIR}/findingsband.cpp
    ${CMAKE_CURRENT_LIST_DIR}/typednumber.h ${CMAKE_CURRENT_LIST_DIR}/typednumber.cpp
    ${CMAKE_CURRENT_LIST_DIR}/discardentryquestion.h ${CMAKE_CURRENT_LIST_DIR}/discardentryquestion.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meldcheckerdialog.h ${CMAKE_CURRENT_LIST_DIR}/meldcheckerdialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../forms/meldrow.ui
    ${CMAKE_CURRENT_LIST_DIR}/../../forms/playerresultpanel.ui
    ${CMAKE_CURRENT_LIST_DIR}/../../forms/handentrydialog.ui
    ${CMAKE_CURRENT_LIST_DIR}/../../forms/meldcheckerdialog.ui)
