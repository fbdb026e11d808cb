import torch
import torch.nn as nn


class Cell(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(2, 2)
        self.norm = nn.LayerNorm(2)
        self.register_buffer("steps", torch.zeros(1, dtype=torch.long))


class Stack(nn.Module):
    def __init__(self):
        super().__init__()
        self.cells = nn.ModuleList([Cell(), Cell()])
        self.final = nn.Sequential(nn.Linear(2, 1))


class Top(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = Stack()
        self.scale = nn.Parameter(torch.ones(1))


t = Top()
print([n for n, _ in t.named_parameters()])
print([n for n, _ in t.named_buffers()])
print([n for n, _ in t.named_children()])
print([n for n, _ in t.named_modules()])
print([n for n, _ in t.body.named_modules(prefix="body")])
print([n for n, _ in t.named_parameters(recurse=False)])
print([n for n, _ in t.body.cells[1].named_parameters(prefix="x.y")])
print(t.get_submodule("body.cells.1.norm"))
print(t.get_parameter("body.final.0.bias").shape)
print(t.get_buffer("body.cells.0.steps"))
