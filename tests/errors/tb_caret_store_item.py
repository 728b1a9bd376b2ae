# A failing item assignment: anchors under the target subscript.
# stderr: full
x = [1, 2, 3]
x[10] = 5
