def outer():
    def inner():
        return undefined_name
    return inner()
outer()
