# Translations: the catalogues are complete and consistent, the embedded .qm files reach the
# engine's words, numbers follow the locale; the command-line tool and the rules reference speak
# the chosen language.
pinaculo_add_test(tst_translations LIBS pinaculo_core LABELS i18n)
target_compile_definitions(tst_translations PRIVATE PINACULO_SOURCE_DIR="${PROJECT_SOURCE_DIR}")

pinaculo_add_test(tst_cli_language LIBS Qt6::Core LABELS cli i18n)
add_dependencies(tst_cli_language pinaculo-cli)

if(TARGET pinaculo_ui)
    pinaculo_add_test(tst_rulesreference LIBS pinaculo_ui LABELS gui i18n)
endif()

# The table's words: no translated-sounding term in the Spanish and Italian catalogues, counts
# and lists of names in agreement, key names from Qt's catalogue of the language.
pinaculo_add_test(tst_glossary LIBS pinaculo_core Qt6::Gui LABELS i18n)
target_compile_definitions(tst_glossary PRIVATE PINACULO_SOURCE_DIR="${PROJECT_SOURCE_DIR}")

# pinaculo-cli's --version and the --help of every command, in the language asked for.
pinaculo_add_test(tst_cli_help LIBS Qt6::Core LABELS cli i18n)
add_dependencies(tst_cli_help pinaculo-cli)
if(TARGET pinaculo_report)
    target_compile_definitions(tst_cli_help PRIVATE PINACULO_CLI_SUMMARY)
endif()
