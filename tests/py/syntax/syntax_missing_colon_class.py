class Net(nn.Module)
    pass
