package dev.tungsten.ir;

/// The IR uses something the TGSI lowering cannot express (f64 vectors wider than two
/// components, built-ins without a TGSI semantic, ...), or was not validated. Carries the span
/// of the construct, so the front end can render it as a located diagnostic.
public final class TgsiLoweringException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient Span span;

    public TgsiLoweringException(Span span, String message) {
        super(message);
        this.span = span;
    }

    private TgsiLoweringException(Span span, String message, TgsiLoweringException cause) {
        super(message, cause);
        this.span = span;
    }

    /// This exception, or one with the same message at `fallback` when this one has no span: the
    /// lowering's inner helpers do not all know what source construct they serve, so the
    /// statement or expression being lowered supplies the location.
    TgsiLoweringException locatedAt(Span fallback) {
        return span().isDefined() || fallback == null || !fallback.isDefined()
                ? this : new TgsiLoweringException(fallback, getMessage(), this);
    }

    public Span span() {
        return span == null ? Span.UNDEFINED : span;
    }

    public Diagnostic diagnostic() {
        return Diagnostic.error(getMessage(), span(), "cannot be lowered to TGSI",
                "note: TGSI has no way to express this; see frontends/ir/README.md for what the lowering supports");
    }
}
