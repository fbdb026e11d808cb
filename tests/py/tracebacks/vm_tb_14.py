config = {"lr": 0.1}
lr = config.get("lr")
steps = config["steps"]
