import torch
import torch.nn as nn


class ForgotParam(nn.Module):
    def __init__(self):
        self.scale = nn.Parameter(torch.ones(1))


class ForgotBuffer(nn.Module):
    def __init__(self):
        self.register_buffer("steps", torch.zeros(1))


class ForgotParamNone(nn.Module):
    def __init__(self):
        self.register_parameter("w", None)


class ForgotSeq(nn.Module):
    def __init__(self):
        self.body = nn.Sequential(nn.Linear(2, 2))


class LateSuper(nn.Module):
    def __init__(self):
        self.depth = 3
        self.t = torch.zeros(2)
        super().__init__()
        self.fc = nn.Linear(2, 2)


for cls in (ForgotParam, ForgotBuffer, ForgotParamNone, ForgotSeq, LateSuper):
    try:
        obj = cls()
        print(cls.__name__, "ok", obj.depth, list(vars(obj))[:3], [n for n, _ in obj.named_parameters()])
    except AttributeError as e:
        print(cls.__name__, "AttributeError:", e)
