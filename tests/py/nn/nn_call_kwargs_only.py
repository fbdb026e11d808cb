import torch
import torch.nn as nn
try: print(nn.Linear(2,2)(input=torch.ones(2)).shape)
except Exception as e: print(type(e).__name__, e)
try: nn.Linear(2, 2)()
except TypeError as e: print(type(e).__name__)
