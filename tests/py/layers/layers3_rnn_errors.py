import torch, torch.nn as nn
torch.manual_seed(0)
lstm = nn.LSTM(3, 4)
for args in [(torch.randn(5, 2, 7),), (torch.randn(2, 3, 4, 3),), (torch.randn(5, 2, 3), (torch.zeros(1, 3, 4), torch.zeros(1, 2, 4))),
             (torch.randn(5, 2, 3), (torch.zeros(1, 2, 4), torch.zeros(2, 2, 4))), (torch.randn(5, 2, 3, dtype=torch.float64),),
             (torch.randn(5, 2, 3), (torch.zeros(2, 4), torch.zeros(2, 4)))]:
    try:
        lstm(*args)
    except Exception as e:
        print(type(e).__name__, e)
gru = nn.GRU(3, 4)
for args in [(torch.randn(5, 2, 3), torch.zeros(1, 3, 4)), (torch.randn(5, 3), torch.zeros(1, 1, 4)), (torch.randn(5,),)]:
    try:
        gru(*args)
    except Exception as e:
        print(type(e).__name__, e)
for f in [lambda: nn.RNN(3, 4, nonlinearity='sigmoid'), lambda: nn.GRU(3, 4, proj_size=2), lambda: nn.LSTM(3, 0),
          lambda: nn.LSTM(3, 4, num_layers=0), lambda: nn.LSTM(3, 4, dropout=1.5), lambda: nn.LSTM(3, 4, proj_size=4),
          lambda: nn.LSTM(3, 4.0), lambda: nn.RNN(3, 4)(torch.randn(2, 2, 2, 2))]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
cell = nn.LSTMCell(3, 4)
for args in [(torch.randn(2, 5),), (torch.randn(2, 3), (torch.zeros(3, 4), torch.zeros(3, 4))), (torch.randn(2, 3, 1),)]:
    try:
        cell(*args)
    except Exception as e:
        print(type(e).__name__, e)
