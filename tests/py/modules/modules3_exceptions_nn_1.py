import torch
import torch.nn as nn

cases = [
    ("linear in_features mismatch", lambda: nn.Linear(3, 2)(torch.ones(4, 5))),
    ("conv wrong channels", lambda: nn.Conv2d(3, 4, 3)(torch.ones(1, 1, 5, 5))),
    ("bn wrong features", lambda: nn.BatchNorm1d(3)(torch.ones(2, 4))),
    ("embedding float input", lambda: nn.Embedding(5, 2)(torch.tensor([1.0]))),
    ("embedding out of range", lambda: nn.Embedding(5, 2)(torch.tensor([7]))),
    ("negative linear", lambda: nn.Linear(-1, 2)),
    ("dropout p", lambda: nn.Dropout(1.5)),
    ("sequential non-module", lambda: nn.Sequential(nn.ReLU(), 5)),
    ("modulelist non-module", lambda: nn.ModuleList([1, 2])),
    ("layernorm shape", lambda: nn.LayerNorm(4)(torch.ones(2, 3))),
    ("cross entropy shape", lambda: nn.CrossEntropyLoss()(torch.ones(2, 3), torch.tensor([0, 1, 2]))),
]
for name, fn in cases:
    try:
        fn()
        print(f"{name}: no error")
    except Exception as e:
        print(f"{name}: {type(e).__name__}: {e}")
