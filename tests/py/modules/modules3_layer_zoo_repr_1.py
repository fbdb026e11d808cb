import torch
import torch.nn as nn

layers = [
    nn.Conv1d(3, 6, 5, stride=2, padding=1, bias=False),
    nn.Conv2d(3, 8, (3, 5), stride=(2, 1), padding=(1, 2), dilation=2, groups=1),
    nn.Conv2d(4, 4, 3, groups=4, padding="same"),
    nn.MaxPool2d(2), nn.MaxPool2d(3, stride=1, padding=1), nn.AvgPool2d(2, 2), nn.AdaptiveAvgPool2d((1, 1)),
    nn.AdaptiveAvgPool2d(1),
    nn.BatchNorm1d(10), nn.BatchNorm2d(4, momentum=0.01, affine=False), nn.LayerNorm(8), nn.LayerNorm([4, 4], eps=1e-6),
    nn.GroupNorm(2, 4), nn.Embedding(10, 3), nn.Embedding(10, 3, padding_idx=0),
    nn.Dropout(), nn.Dropout(p=0.3, inplace=True),
    nn.ReLU(inplace=True), nn.LeakyReLU(0.2), nn.ELU(alpha=0.5), nn.GELU(), nn.GELU(approximate="tanh"),
    nn.Softmax(dim=1), nn.LogSoftmax(dim=-1), nn.Sigmoid(), nn.Tanh(), nn.SiLU(), nn.Softplus(beta=2),
    nn.Hardtanh(-2, 2), nn.PReLU(), nn.Flatten(), nn.Flatten(0, -1), nn.Unflatten(1, (2, 2)), nn.Identity(),
    nn.MSELoss(), nn.CrossEntropyLoss(label_smoothing=0.1), nn.BCEWithLogitsLoss(), nn.L1Loss(reduction="sum"),
    nn.NLLLoss(), nn.SmoothL1Loss(), nn.Bilinear(2, 3, 4),
]
for l in layers:
    print(l)
