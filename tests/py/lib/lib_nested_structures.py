import copy
params = {"layer1": {"weight": [[0.1, 0.2], [0.3, 0.4]], "bias": [0.0, 0.0]},
          "layer2": {"weight": [[0.5], [0.6]], "bias": [0.1]}}
snapshot = copy.deepcopy(params)
params["layer1"]["weight"][0][0] = 9.9
print(params["layer1"]["weight"][0], snapshot["layer1"]["weight"][0])
def count(p):
    if isinstance(p, dict):
        return sum(count(v) for v in p.values())
    if isinstance(p, list):
        return sum(count(v) for v in p)
    return 1
print(count(params), count(snapshot))
flat = {f"{k}.{n}": v for k, d in sorted(params.items()) for n, v in sorted(d.items())}
print(list(flat))
print(max(flat, key=lambda k: len(str(flat[k]))))
