from enum import Enum
class Phase(Enum):
    TRAIN = "train"
    VAL = "val"
    TEST = "test"
metrics = {p: [] for p in Phase}
metrics[Phase.TRAIN].append(0.5)
print(metrics)
print([p.value for p in Phase], Phase("val"), Phase.TEST.name.lower())
def run(phase: Phase):
    if phase is Phase.TRAIN:
        return "grad on"
    return "grad off"
print([run(p) for p in Phase])
print(sorted(Phase, key=lambda p: p.value))
