import pprint
cfg = {"model": {"name": "resnet", "layers": [64, 128, 256, 512], "blocks": {"b1": 2, "b2": 2, "b3": 2}},
       "train": {"lr": 0.1, "epochs": 90, "milestones": [30, 60], "nesterov": True}, "seed": 0}
pprint.pprint(cfg)
pprint.pprint(cfg, width=40)
pprint.pprint(list(range(30)), compact=True)
print(pprint.pformat({"b": 1, "a": 2}), pprint.pformat([1, 2], width=3))
pprint.pprint({"short": 1})
pprint.pprint([("a", 1)] * 8)
