// The types of the library's API that the stages declare: diagnostics and the configuration's options.
@_exported import TokenGenVocabulary
@_exported import TokenGenTranslate
@_exported import TokenGenReport
