# Pickling a parametrized module raises PyTorch's error (its __getstate__).
import pickle

import torch.nn as nn
import torch.nn.utils.parametrize as P


class Double(nn.Module):
    def forward(self, X):
        return X * 2


m = nn.Linear(2, 2)
P.register_parametrization(m, "weight", Double())
try:
    pickle.dumps(m)
except RuntimeError as e:
    print(type(e).__name__, e)
