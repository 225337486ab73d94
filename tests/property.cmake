# Property and regression checks of the engine: random games dealt from a real deck must score
# consistently, survive a save and a load unchanged, and be refused once broken. The dealer is
# the bench's RandomGame, compiled in so the test does not depend on the bench being built.
pinaculo_add_test(tst_property LIBS pinaculo_core LABELS core
    SOURCES ${PROJECT_SOURCE_DIR}/src/bench/randomgame.h ${PROJECT_SOURCE_DIR}/src/bench/randomgame.cpp)
target_include_directories(tst_property PRIVATE ${PROJECT_SOURCE_DIR}/src/bench)
