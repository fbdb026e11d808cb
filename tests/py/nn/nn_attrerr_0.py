import torch
import torch.nn as nn
m = nn.Linear(1, 1)
try: m.does_not_exist
except AttributeError as e: print(e)
print(hasattr(m, 'does_not_exist'), hasattr(m, 'training'))
