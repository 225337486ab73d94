# The hand entry dialog and the meld checker, driven by keyboard and mouse.
if(TARGET pinaculo_ui)
    pinaculo_add_test(tst_gui_handentry LIBS pinaculo_ui LABELS gui)
    pinaculo_add_test(tst_gui_handkeys LIBS pinaculo_ui LABELS gui i18n)
    pinaculo_add_test(tst_gui_meldchecker LIBS pinaculo_ui LABELS gui)
    pinaculo_add_test(tst_gui_handlayout LIBS pinaculo_ui LABELS gui)
    pinaculo_add_test(tst_gui_cardfields LIBS pinaculo_ui LABELS gui i18n)
    pinaculo_add_test(tst_gui_meldtext LIBS pinaculo_ui LABELS gui i18n)
endif()
# The entry figures' harness (src/bench): hands typed into the real dialog by keys alone.
if(TARGET pinaculo_ui AND TARGET pinaculo_bench)
    pinaculo_add_test(tst_gui_entrytyping LIBS pinaculo_bench LABELS gui i18n)
endif()
