# The engine's suites: cards, melds, hand and game scoring, game files, the command line and the
# shared acceptance cases.
pinaculo_add_test(tst_cards LIBS pinaculo_core LABELS core)
pinaculo_add_test(tst_cardnotation LIBS pinaculo_core LABELS core i18n)
pinaculo_add_test(tst_cardshorthand LIBS pinaculo_core LABELS core i18n)
pinaculo_add_test(tst_meldtext LIBS pinaculo_core LABELS core i18n)
pinaculo_add_test(tst_suitless LIBS pinaculo_core LABELS core cli)
add_dependencies(tst_suitless pinaculo-cli)
pinaculo_add_test(tst_melds LIBS pinaculo_core LABELS core)
pinaculo_add_test(tst_handscoring LIBS pinaculo_core LABELS core)
pinaculo_add_test(tst_game LIBS pinaculo_core LABELS core)
pinaculo_add_test(tst_gamefile LIBS pinaculo_core LABELS core)
pinaculo_add_test(tst_outputfile LIBS pinaculo_core LABELS core)
pinaculo_add_test(tst_inputlimits LIBS pinaculo_core LABELS core)

# Runs the built pinaculo-cli, so it must exist before the suite runs.
pinaculo_add_test(tst_cli LIBS pinaculo_core LABELS cli)
add_dependencies(tst_cli pinaculo-cli)

# Runs the shared acceptance cases against the built pinaculo-cli when they are present.
pinaculo_add_test(tst_acceptance LIBS pinaculo_core LABELS acceptance)
add_dependencies(tst_acceptance pinaculo-cli)
target_compile_definitions(tst_acceptance PRIVATE PINACULO_SOURCE_DIR="${PROJECT_SOURCE_DIR}")

# score --json is streamed: the same bytes as the QJsonDocument, for files, random games and names
# that need escaping or ordering.
pinaculo_add_test(tst_scorejsonwriter LIBS pinaculo_core pinaculo_dealer LABELS core cli)
