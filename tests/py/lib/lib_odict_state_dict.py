from collections import OrderedDict
state = OrderedDict()
for layer in ["fc1", "fc2"]:
    for p in ["weight", "bias"]:
        state[layer + "." + p] = [0.0] * 2
print(state)
print(list(state.keys()))
filtered = OrderedDict((k, v) for k, v in state.items() if k.endswith("weight"))
print(filtered)
renamed = OrderedDict(("model." + k, v) for k, v in state.items())
print(list(renamed))
from collections.abc import Mapping, MutableMapping
print(isinstance(state, Mapping), isinstance(state, MutableMapping), isinstance({}, Mapping))
print(isinstance([], Mapping))
