# Every stored hand opened for editing and confirmed unchanged comes back the same, in every
# window language: the project's game files, and the shared acceptance cases when present.
if(TARGET pinaculo_ui)
    pinaculo_add_test(tst_gui_editroundtrip LIBS pinaculo_ui LABELS gui i18n)
    target_compile_definitions(tst_gui_editroundtrip PRIVATE PINACULO_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
endif()
