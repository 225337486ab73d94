# Sharing and records: the score sheet copied and exported as CSV from the window and the CLI,
# the history and statistics sorted and searched, the records between players, and the named
# house rules with their schema version.
pinaculo_add_test(tst_playerrecords LIBS pinaculo_session pinaculo_storage LABELS storage)
if(TARGET pinaculo_ui)
    pinaculo_add_test(tst_gui_sharing LIBS pinaculo_ui LABELS gui)
    add_dependencies(tst_gui_sharing pinaculo-cli)
    target_compile_definitions(tst_gui_sharing PRIVATE PINACULO_CLI="$<TARGET_FILE:pinaculo-cli>")
endif()
