# A missing method at the end of a call chain.
# stderr: full
"abc".upper().nothing()
