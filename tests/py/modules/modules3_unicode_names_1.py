import torch
import torch.nn as nn

class 网络(nn.Module):
    def __init__(self):
        super().__init__()
        self.编码器 = nn.Linear(2, 3)
        self.解码器 = nn.Linear(3, 2)

n = 网络()
print(n)
for name, p in n.named_parameters():
    print(f"{name:<12}|{str(list(p.shape)):>8}|")
print(list(n.state_dict().keys()))
print(f"{'参数名':<10}{'形状':>10}")
print("模型参数总数:", sum(p.numel() for p in n.parameters()))
print(f"{'中文':*^10}", len("中文"), "中文".encode("utf-8"))
