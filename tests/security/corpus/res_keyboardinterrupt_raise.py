# corpus: resource
# technique: keyboardinterrupt raise
try:
    raise KeyboardInterrupt
except KeyboardInterrupt:
    print('caught own KeyboardInterrupt')
while True:
    pass
