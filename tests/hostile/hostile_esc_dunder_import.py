__import__('os')
