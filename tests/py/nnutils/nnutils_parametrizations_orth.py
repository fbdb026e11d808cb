# torch.nn.utils.parametrizations.orthogonal, and the matrix 2-norm of a
# spectral-normalised weight (needs torch.linalg's SVD, matrix_exp, householder_product).
import torch
import torch.nn as nn
from torch.nn.utils import parametrizations

torch.manual_seed(0)
sn = parametrizations.spectral_norm(nn.Linear(6, 4))
print(torch.linalg.matrix_norm(sn.weight, 2))
orth = parametrizations.orthogonal(nn.Linear(4, 4))
Q = orth.weight
print(torch.dist(Q.T @ Q, torch.eye(4)) < 1e-5)
print(orth.parametrizations.weight[0].orthogonal_map)
rect = parametrizations.orthogonal(nn.Linear(5, 3))
Q = rect.weight
print(Q.shape, torch.dist(Q @ Q.T, torch.eye(3)) < 1e-5)
try:
    parametrizations.orthogonal(nn.Linear(4, 4), orthogonal_map="bad")
except ValueError as e:
    print(type(e).__name__, e)
