# torch.utils.data._utils: holds the collate submodule (torch.utils.data._utils.collate).
