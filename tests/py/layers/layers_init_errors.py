import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

tr(lambda: nn.init.xavier_uniform_(torch.empty(3)))
tr(lambda: nn.init.kaiming_normal_(torch.empty(3)))
tr(lambda: nn.init.kaiming_uniform_(torch.empty(3, 3), mode='fan'))
tr(lambda: nn.init.eye_(torch.empty(2, 2, 2)))
tr(lambda: nn.init._calculate_fan_in_and_fan_out(torch.empty(2, 3, 4, 5)))
tr(lambda: nn.init._calculate_fan_in_and_fan_out(torch.empty(7, 3)))
