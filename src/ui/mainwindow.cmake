# The main window and everything around it (the game itself is src/session): the score sheet
# models, the new-game dialog, the chart and the start page; the window's parts: its settings,
# language menu, undo actions, dialogs and game files.
target_sources(pinaculo_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/appoptions.h ${CMAKE_CURRENT_LIST_DIR}/appoptions.cpp
    ${CMAKE_CURRENT_LIST_DIR}/scoreboardmodel.h ${CMAKE_CURRENT_LIST_DIR}/scoreboardmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/handbreakdownmodel.h ${CMAKE_CURRENT_LIST_DIR}/handbreakdownmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ruleparametersmodel.h ${CMAKE_CURRENT_LIST_DIR}/ruleparametersmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/seatdraw.h ${CMAKE_CURRENT_LIST_DIR}/seatdraw.cpp
    ${CMAKE_CURRENT_LIST_DIR}/runningtotalschart.h ${CMAKE_CURRENT_LIST_DIR}/runningtotalschart.cpp
    ${CMAKE_CURRENT_LIST_DIR}/nexthandpanel.h ${CMAKE_CURRENT_LIST_DIR}/nexthandpanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/nametext.h ${CMAKE_CURRENT_LIST_DIR}/nametext.cpp
    ${CMAKE_CURRENT_LIST_DIR}/elidedlabel.h ${CMAKE_CURRENT_LIST_DIR}/elidedlabel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/suitcolourdelegate.h ${CMAKE_CURRENT_LIST_DIR}/suitcolourdelegate.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gameview.h ${CMAKE_CURRENT_LIST_DIR}/gameview.cpp
    ${CMAKE_CURRENT_LIST_DIR}/boardtypescale.h ${CMAKE_CURRENT_LIST_DIR}/boardtypescale.cpp
    ${CMAKE_CURRENT_LIST_DIR}/boardhandsmodel.h ${CMAKE_CURRENT_LIST_DIR}/boardhandsmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fullscreenscoreboard.h ${CMAKE_CURRENT_LIST_DIR}/fullscreenscoreboard.cpp
    ${CMAKE_CURRENT_LIST_DIR}/startpage.h ${CMAKE_CURRENT_LIST_DIR}/startpage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/keynames.h ${CMAKE_CURRENT_LIST_DIR}/keynames.cpp
    ${CMAKE_CURRENT_LIST_DIR}/newgamedialog.h ${CMAKE_CURRENT_LIST_DIR}/newgamedialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/dialoggrowth.h ${CMAKE_CURRENT_LIST_DIR}/dialoggrowth.cpp
    ${CMAKE_CURRENT_LIST_DIR}/problemlines.h ${CMAKE_CURRENT_LIST_DIR}/problemlines.cpp
    ${CMAKE_CURRENT_LIST_DIR}/renameplayerdialog.h ${CMAKE_CURRENT_LIST_DIR}/renameplayerdialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/plainmessagebox.h ${CMAKE_CURRENT_LIST_DIR}/plainmessagebox.cpp
    ${CMAKE_CURRENT_LIST_DIR}/deferrediconengine.h ${CMAKE_CURRENT_LIST_DIR}/deferrediconengine.cpp
    ${CMAKE_CURRENT_LIST_DIR}/paletteiconengine.h ${CMAKE_CURRENT_LIST_DIR}/paletteiconengine.cpp
    ${CMAKE_CURRENT_LIST_DIR}/applicationstyle.h ${CMAKE_CURRENT_LIST_DIR}/applicationstyle.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fontdatabasewarmer.h ${CMAKE_CURRENT_LIST_DIR}/fontdatabasewarmer.cpp
    ${CMAKE_CURRENT_LIST_DIR}/appsettings.h ${CMAKE_CURRENT_LIST_DIR}/appsettings.cpp
    ${CMAKE_CURRENT_LIST_DIR}/screenfit.h ${CMAKE_CURRENT_LIST_DIR}/screenfit.cpp
    ${CMAKE_CURRENT_LIST_DIR}/languagemenu.h ${CMAKE_CURRENT_LIST_DIR}/languagemenu.cpp
    ${CMAKE_CURRENT_LIST_DIR}/undoactions.h ${CMAKE_CURRENT_LIST_DIR}/undoactions.cpp
    ${CMAKE_CURRENT_LIST_DIR}/windowdialogs.h ${CMAKE_CURRENT_LIST_DIR}/windowdialogs.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gamefileactions.h ${CMAKE_CURRENT_LIST_DIR}/gamefileactions.cpp
    ${CMAKE_CURRENT_LIST_DIR}/mainwindow.h ${CMAKE_CURRENT_LIST_DIR}/mainwindow.cpp
    ${PROJECT_SOURCE_DIR}/forms/mainwindow.ui
    ${PROJECT_SOURCE_DIR}/forms/startpage.ui
    ${PROJECT_SOURCE_DIR}/forms/gameview.ui
    ${PROJECT_SOURCE_DIR}/forms/newgamedialog.ui
    ${PROJECT_SOURCE_DIR}/forms/renameplayerdialog.ui
)

