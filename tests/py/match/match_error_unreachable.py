def handle(event):
    match event:
        case name:
            print("any", name)
        case "quit":
            print("never")


handle("x")
