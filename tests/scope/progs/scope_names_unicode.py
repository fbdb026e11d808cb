import torch
import torch.nn as nn


class Modèle(nn.Module):
    def __init__(self):
        super().__init__()
        self.poids_é = nn.Parameter(torch.ones(2))
        self.note = "ligne\t\"citée\"\n\u2028fin 😀"


modèle = Modèle()
print("sortie: é 😀 \u2028 \x01")
