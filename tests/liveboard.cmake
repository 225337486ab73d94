# The live board: its server over real connections on 127.0.0.1 (label liveboard), and the page
# in headless Chromium (label browser; skipped, saying so, where Chromium is not installed).
if(TARGET pinaculo_liveboard)
    pinaculo_add_test(tst_liveboard LIBS pinaculo_liveboard Qt6::Network Qt6::WebSockets
        LABELS liveboard BUDGET_SECONDS 120)
    # Clients that misbehave: floods, squatters, slow heads, pipelines, foreign pages.
    pinaculo_add_test(tst_liveboard_faults LIBS pinaculo_liveboard Qt6::Network Qt6::WebSockets
        LABELS liveboard BUDGET_SECONDS 180)
    pinaculo_add_test(tst_liveboard_browser LIBS pinaculo_liveboard Qt6::Network
        LABELS liveboard browser BUDGET_SECONDS 180)
    if(TARGET pinaculo-cli)
        add_dependencies(tst_liveboard pinaculo-cli)
    endif()
endif()
# The share dialog and its menu entry, off screen.
if(TARGET pinaculo_ui)
    pinaculo_add_test(tst_gui_liveboard LIBS pinaculo_ui Qt6::WebSockets LABELS gui liveboard
        BUDGET_SECONDS 120)
endif()
