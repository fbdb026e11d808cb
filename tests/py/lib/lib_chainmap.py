from collections import ChainMap
defaults = {"lr": 0.1, "epochs": 10}
overrides = {"lr": 0.01}
cfg = ChainMap(overrides, defaults)
print(cfg["lr"], cfg["epochs"], len(cfg), sorted(cfg), dict(cfg) == {"lr": 0.01, "epochs": 10})
cfg["batch"] = 32
print(overrides, "batch" in cfg, cfg.get("nope"))
child = cfg.new_child({"lr": 1.0})
print(child["lr"], child.parents["lr"])
