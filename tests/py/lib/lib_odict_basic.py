from collections import OrderedDict
od = OrderedDict()
od["weight"] = 1
od["bias"] = 2
od["running_mean"] = 3
print(od)
print(od.keys())
print(od.values())
print(od.items())
print(list(od), len(od), "bias" in od)
for k, v in od.items():
    print(k, v)
print(OrderedDict(), OrderedDict([("a", 1)]), OrderedDict(a=1, b=2))
print(type(od).__name__, isinstance(od, dict))
print(repr(od) == str(od))
del od["bias"]
print(od)
od["bias"] = 5
print(od)
