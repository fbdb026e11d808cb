import json
import copy
cfg = {"model": "mlp", "layers": [64, 32], "dropout": 0.1, "use_bn": True, "extra": None, "lr": 1e-4}
s = json.dumps(cfg)
print(s)
print(json.dumps(cfg, indent=2, sort_keys=True))
print(json.loads(s) == cfg, json.loads('{"a": [1, 2.5, "x", null, true]}'), json.dumps("é"), json.dumps("é", ensure_ascii=False))
print(json.dumps([1, (2, 3)], separators=(",", ":")), json.dumps({1: "int key"}), json.dumps(float("inf")))
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError", e)
try:
    json.loads("{bad json}")
except json.JSONDecodeError as e:
    print("JSONDecodeError", e)
nested = {"a": [1, [2, 3]], "b": {"c": 4}}
shallow = copy.copy(nested)
deep = copy.deepcopy(nested)
nested["a"][1].append(99)
nested["b"]["c"] = 0
print(shallow, deep)


class Obj:
    def __init__(self):
        self.items = [1]


o = Obj()
o2 = copy.copy(o)
o3 = copy.deepcopy(o)
o.items.append(2)
print(o2.items, o3.items, o2 is o, type(o3).__name__)
lst = [1, 2]
both = [lst, lst]
dc = copy.deepcopy(both)
print(dc[0] is dc[1], dc[0] is lst)
