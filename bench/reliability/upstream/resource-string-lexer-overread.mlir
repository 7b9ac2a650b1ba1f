{-#
  dialect_resources: {
    builtin: {
      blob: "0x04000000