# The database: opening and its faults, migrations, every write path, history and statistics,
# the import/export/list commands and durability under SIGKILL.
# Writes hands and games in a loop, reporting each one once committed; the durability suite kills it.
qt_add_executable(storagewriterhelper storagewriterhelper.cpp)
target_link_libraries(storagewriterhelper PRIVATE pinaculo_storage pinaculo_options)

pinaculo_add_test(tst_storagedatabase LIBS pinaculo_storage LABELS storage)
add_dependencies(tst_storagedatabase storagewriterhelper)
target_compile_definitions(tst_storagedatabase PRIVATE
    STORAGE_WRITER_HELPER="$<TARGET_FILE:storagewriterhelper>")
pinaculo_add_test(tst_storagerepository LIBS pinaculo_storage LABELS storage)
# The file changed under a running program: replaced, moved, reached through other names.
pinaculo_add_test(tst_storagefaults LIBS pinaculo_storage LABELS storage)
add_dependencies(tst_storagefaults storagewriterhelper)
target_compile_definitions(tst_storagefaults PRIVATE
    STORAGE_WRITER_HELPER="$<TARGET_FILE:storagewriterhelper>")

pinaculo_add_test(tst_storagecli LIBS pinaculo_storage LABELS storage)
add_dependencies(tst_storagecli pinaculo-cli storagewriterhelper)
target_compile_definitions(tst_storagecli PRIVATE
    PINACULO_CLI="$<TARGET_FILE:pinaculo-cli>"
    STORAGE_WRITER_HELPER="$<TARGET_FILE:storagewriterhelper>")
# export and summary -o: never over the database or its companions, streams kept streams.
pinaculo_add_test(tst_clioutput LIBS pinaculo_storage LABELS storage cli)
add_dependencies(tst_clioutput pinaculo-cli)
target_compile_definitions(tst_clioutput PRIVATE PINACULO_CLI="$<TARGET_FILE:pinaculo-cli>")

# The autosaver and the history and statistics dialogs, when the desktop parts are built.
if(TARGET pinaculo_ui)
    pinaculo_add_test(tst_storagewidgets LIBS pinaculo_ui LABELS storage gui)
    # The window when its database file is replaced under it.
    pinaculo_add_test(tst_gui_replaceddatabase LIBS pinaculo_ui LABELS storage gui)
endif()

# The game's outcome after random edits, undo and redo: the banner, the CLI verdict and JSON, the
# printed summary, the stored status and statistics and a written game file all agree with the
# scorer. The games come from RandomGame (src/dealer), as for tst_property.
if(TARGET pinaculo_ui)
    pinaculo_add_test(tst_outcome_property LIBS pinaculo_ui pinaculo_dealer LABELS storage gui)
endif()
