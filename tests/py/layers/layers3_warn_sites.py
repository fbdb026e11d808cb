import warnings
import torch, torch.nn as nn, torch.nn.functional as F
r = nn.LSTM(3, 4, num_layers=1, dropout=0.5)
g = nn.GRU(2, 3, dropout=0.2)
layer = nn.TransformerEncoderLayer(8, 2, dim_feedforward=16)
enc = nn.TransformerEncoder(layer, num_layers=2)
enc2 = nn.TransformerEncoder(layer, num_layers=2)
print(nn.MSELoss()(torch.ones(4), torch.ones(1, 4)))
print(nn.L1Loss(reduction="sum")(torch.ones(2, 3), torch.zeros(3)))
print(nn.SmoothL1Loss()(torch.ones(3), torch.zeros(2, 3)))
print(nn.HuberLoss()(torch.ones(3, 1), torch.zeros(3)))
print(nn.MSELoss(size_average=False).reduction)
print(F.margin_ranking_loss(torch.ones(2), torch.zeros(2), torch.ones(2), reduce=False))
print(nn.InstanceNorm1d(4)(torch.randn(2, 3, 5)).shape)
print(F.dropout2d(torch.ones(2, 3, 4), 0.0).shape)
print(F.upsample(torch.ones(1, 1, 2, 2), scale_factor=2).shape)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    nn.RNN(2, 2, dropout=0.3)
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        nn.RNN(2, 2, dropout=0.4)
    except UserWarning as e:
        print("error:", e)
try:
    nn.MSELoss()(torch.ones(3), torch.ones(2))
except Exception as e:
    print(type(e).__name__, e)
