# Property and regression checks of the engine: random games dealt from a real deck must score
# consistently, survive a save and a load unchanged, and be refused once broken. The dealer is
# RandomGame (src/dealer), the same the bench measures with.
pinaculo_add_test(tst_property LIBS pinaculo_core pinaculo_dealer LABELS core)
# A meld typed in its one field (MeldText) scores as the same meld entered field by field.
pinaculo_add_test(tst_meldtext_property LIBS pinaculo_core pinaculo_dealer LABELS core)
