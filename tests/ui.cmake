# The desktop application's suites: the game document and its undo commands, the score sheet
# models, the new game dialog and the main window, all run off screen (label gui).
if(TARGET pinaculo_ui)
    pinaculo_add_test(tst_gui_gamedocument LIBS pinaculo_ui LABELS gui)
    pinaculo_add_test(tst_gui_newgame LIBS pinaculo_ui LABELS gui)
    pinaculo_add_test(tst_gui_newgamevariant LIBS pinaculo_ui LABELS gui)
    pinaculo_add_test(tst_gui_keynames LIBS pinaculo_ui LABELS gui)
    pinaculo_add_test(tst_gui_mainwindow LIBS pinaculo_ui LABELS gui)
    pinaculo_add_test(tst_appoptions LIBS pinaculo_ui LABELS gui)
    pinaculo_add_test(tst_gui_firstpaint LIBS pinaculo_ui LABELS gui)
    pinaculo_add_test(tst_gui_suitcolour LIBS pinaculo_ui LABELS gui)
    pinaculo_add_test(tst_gui_boardfixes LIBS pinaculo_ui LABELS gui)
    pinaculo_add_test(tst_gui_board LIBS pinaculo_ui Qt6::Charts LABELS gui)
    pinaculo_add_test(tst_gui_sixsheet LIBS pinaculo_ui LABELS gui)
    pinaculo_add_test(tst_gui_screenroom LIBS pinaculo_ui LABELS gui)
    # A hostile name once froze the window and took gigabytes: the harness allows 30 s and 1 GiB
    # of address space.
    pinaculo_add_test(tst_gui_hostilenames LIBS pinaculo_ui LABELS gui BUDGET_SECONDS 30 BUDGET_MIB 1024)
endif()

# The executable itself: options, a game file and --quit-after-startup.
if(TARGET pinaculo)
    pinaculo_add_test(tst_gui_startup LIBS pinaculo_core LABELS gui)
    add_dependencies(tst_gui_startup pinaculo)
endif()
