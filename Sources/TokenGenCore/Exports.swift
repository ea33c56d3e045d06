// The library's API: the pipeline and configuration of this module, and these types of the stages, which it
// names. Everything else is `package`: shared by the modules of this package, not promised to anyone else.
@_exported import class TokenGenVocabulary.DiagnosticCollector
@_exported import struct TokenGenVocabulary.Diagnostic
@_exported import struct TokenGenVocabulary.SourceLocation
@_exported import enum TokenGenVocabulary.Warning
@_exported import enum TokenGenVocabulary.Failure
@_exported import enum TokenGenVocabulary.TokenTool
@_exported import enum TokenGenVocabulary.TokenGenVersion
@_exported import struct TokenGenTranslate.L10nOptions
@_exported import enum TokenGenTranslate.AccessLevel
@_exported import enum TokenGenTranslate.LookupMode
@_exported import enum TokenGenTranslate.KeyNames
@_exported import enum TokenGenTranslate.LookupBundle
@_exported import struct TokenGenTranslate.ConstantsOptions
@_exported import struct TokenGenTranslate.AppearanceContexts
@_exported import struct TokenGenReport.HealthReport
@_exported import enum TokenGenReport.ReportFormat
