import warnings
import torch
m = torch.arange(6).reshape(2, 3)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    r = m[torch.tensor([0, 1], dtype=torch.uint8)]
    print(len(w), w[0].category.__name__)
    print(str(w[0].message))
print(r)
