package dev.tungsten.cg;

import java.util.List;

import dev.tungsten.ir.Span;

/// The syntax tree the parser builds: declarations, statements and expressions exactly as
/// written, names unresolved and types unchecked. Spans are global offsets ([SourceSet]).
/// Everything a later phase needs to report an error has a span.
public final class Ast {
    private Ast() {}

    /// A whole program after preprocessing: its declarations in source order.
    public record TranslationUnit(List<Decl> decls) {
        public TranslationUnit {
            decls = List.copyOf(decls);
        }
    }

    // ---- declarations -------------------------------------------------------------------

    /// Declaration specifiers a declaration or parameter carries (Cg 3.1 §"Declarations And
    /// Declaration Specifiers"); `IN_OUT` is `inout` or `in out`.
    public enum Qualifier { CONST, EXTERN, IN, OUT, IN_OUT, INLINE, STATIC, UNIFORM, VARYING, PACKED, NOINTERP, SHARED }

    public sealed interface Decl {
        Span span();
    }

    /// `struct name : Interface { members; methods }`; `name` is `null` for an anonymous struct
    /// used only in the declaration that defines it, `interfaceName` `null` when it implements
    /// none. A struct declaration typedefs its name (as in C++).
    public record StructDecl(String name, String interfaceName, List<Field> members, List<FunctionDecl> methods,
                             Span span) implements Decl {
        public StructDecl {
            members = List.copyOf(members);
            methods = List.copyOf(methods);
        }
    }

    /// A data member; `arrayDims` as for [Declarator]; `semantic` may be `null`.
    public record Field(List<Qualifier> qualifiers, TypeRef type, String name, List<Expr> arrayDims,
                         Semantic semantic, Span span) {
        public Field {
            qualifiers = List.copyOf(qualifiers);
            arrayDims = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(arrayDims));
        }
    }

    /// `interface Name { prototypes }`.
    public record InterfaceDecl(String name, List<FunctionDecl> methods, Span span) implements Decl {
        public InterfaceDecl {
            methods = List.copyOf(methods);
        }
    }

    /// `typedef type name[dims];`
    public record TypedefDecl(TypeRef type, String name, List<Expr> arrayDims, Span span) implements Decl {
        public TypedefDecl {
            arrayDims = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(arrayDims));
        }
    }

    /// A function definition (`body` set) or prototype (`body` `null`). `returnSemantic` is the
    /// `: COLOR` after the parameter list, or `null`.
    public record FunctionDecl(List<Qualifier> qualifiers, TypeRef returnType, String name, Span nameSpan,
                               List<Param> params, Semantic returnSemantic, List<Annotation> annotations,
                               Block body, Span span) implements Decl {
        public FunctionDecl {
            qualifiers = List.copyOf(qualifiers);
            params = List.copyOf(params);
            annotations = List.copyOf(annotations);
        }
    }

    /// A formal parameter. `init` is a default value (`float x = 1`), or `null`.
    public record Param(List<Qualifier> qualifiers, TypeRef type, String name, List<Expr> arrayDims,
                        Semantic semantic, Expr init, Span span) {
        public Param {
            qualifiers = List.copyOf(qualifiers);
            arrayDims = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(arrayDims));
        }
    }

    /// `qualifiers type a = 1, b[2] : C0, ...;` at global or local scope. `type` may define a
    /// struct inline ([TypeRef.Struct]).
    public record VarDecl(List<Qualifier> qualifiers, TypeRef type, List<Declarator> declarators, Span span)
            implements Decl {
        public VarDecl {
            qualifiers = List.copyOf(qualifiers);
            declarators = List.copyOf(declarators);
        }
    }

    /// One name of a [VarDecl]. `arrayDims` holds one size expression per `[ ]`, outermost
    /// first, with a `null` element for an unsized `[]`. `semantic` and `init` may be `null`.
    public record Declarator(String name, List<Expr> arrayDims, Semantic semantic, List<Annotation> annotations,
                             Expr init, Span span) {
        public Declarator {
            arrayDims = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(arrayDims));
            annotations = List.copyOf(annotations);
        }
    }

    /// The text after `:` in a declaration: a semantic (`TEXCOORD0`, `COLOR`), a register
    /// binding (`register(c0)`, `C12`, `TEXUNIT2`) or a buffer binding (`BUFFER[3]`), kept as
    /// written (upper-case as the source spells it) for the semantic analysis to interpret.
    public record Semantic(String text, Span span) {}

    /// `< type name = value; ... >` after a declarator or function, kept for reflection.
    public record Annotation(TypeRef type, String name, Expr value, Span span) {}

    // ---- types --------------------------------------------------------------------------

    public sealed interface TypeRef {
        Span span();
    }

    /// A type by name: a built-in (`float`, `half3`, `float4x4`, `sampler2D`, `bool2`) or a
    /// struct, typedef or interface name; resolution happens in the semantic analysis.
    public record NamedType(String name, Span span) implements TypeRef {}

    /// A struct defined where it is used: `struct { ... } x;` or `struct S { ... } x;`.
    public record StructType(StructDecl decl, Span span) implements TypeRef {}

    /// `packed` or parameterised forms the grammar admits, e.g. `vector<float, 4>` and
    /// `matrix<float, 4, 4>`: `base` with integer arguments.
    public record GenericType(String base, TypeRef element, List<Expr> arguments, Span span) implements TypeRef {
        public GenericType {
            arguments = List.copyOf(arguments);
        }
    }

    // ---- statements ---------------------------------------------------------------------

    public sealed interface Stmt {
        Span span();
    }

    public record Block(List<Stmt> statements, Span span) implements Stmt {
        public Block {
            statements = List.copyOf(statements);
        }
    }

    public record ExprStmt(Expr expr, Span span) implements Stmt {}

    public record DeclStmt(VarDecl decl, Span span) implements Stmt {}

    /// A `typedef` or `struct` declaration inside a function.
    public record LocalTypeStmt(Decl decl, Span span) implements Stmt {}

    public record Empty(Span span) implements Stmt {}

    /// `reject` is `null` without `else`.
    public record If(Expr condition, Stmt accept, Stmt reject, Span span) implements Stmt {}

    /// `for (init; condition; step) body`; `init` is a [DeclStmt], an [ExprStmt] or `null`;
    /// `condition` and `step` may be `null`.
    public record For(Stmt init, Expr condition, Expr step, Stmt body, Span span) implements Stmt {}

    public record While(Expr condition, Stmt body, Span span) implements Stmt {}

    public record DoWhile(Stmt body, Expr condition, Span span) implements Stmt {}

    /// `value` is `null` for `return;`.
    public record Return(Expr value, Span span) implements Stmt {}

    public record Break(Span span) implements Stmt {}

    public record Continue(Span span) implements Stmt {}

    public record Discard(Span span) implements Stmt {}

    // ---- expressions --------------------------------------------------------------------

    public sealed interface Expr {
        Span span();
    }

    /// `STRING` occurs only as the value of an [Annotation] (`string UIName = "Gain";`).
    public enum LiteralKind { INT, FLOAT, BOOL, STRING }

    /// A literal as written: `text` without its suffix; `suffix`, lower-cased, is one of `f h x`
    /// (float, also after an integer's digits: `1f`), `u l ul lu` (integer, accepted as the spec
    /// reserves them), or empty. A string's `text` is what stands between its quotes, escapes as
    /// written.
    public record Literal(LiteralKind kind, String text, String suffix, Span span) implements Expr {}

    public record Ident(String name, Span span) implements Expr {}

    /// `callee(args)`: a function, a constructor (`float4(...)`, `float2x2(...)`, a struct
    /// name) or a method (`obj.f(x)` has a [Member] callee).
    public record Call(Expr callee, List<Expr> arguments, Span span) implements Expr {
        public Call {
            arguments = List.copyOf(arguments);
        }
    }

    /// A constructor whose type is not a plain name (`vector<float,3>(...)`).
    public record Construct(TypeRef type, List<Expr> arguments, Span span) implements Expr {
        public Construct {
            arguments = List.copyOf(arguments);
        }
    }

    /// `(type) expr`.
    public record Cast(TypeRef type, Expr expr, Span span) implements Expr {}

    /// `base.name`: a struct member, a swizzle (`.xyzw`, `.rgba`, `.stpq`), a matrix swizzle
    /// (`._m00_m11`, `._11_22`) or `.length` of an array; `nameSpan` is the name's.
    public record Member(Expr base, String name, Span nameSpan, Span span) implements Expr {}

    public record Index(Expr base, Expr index, Span span) implements Expr {}

    public enum UnaryOp { PLUS, MINUS, NOT, BIT_NOT, PRE_INC, PRE_DEC, POST_INC, POST_DEC }

    public record Unary(UnaryOp op, Expr operand, Span span) implements Expr {}

    public enum BinaryOp {
        MUL("*"), DIV("/"), MOD("%"), ADD("+"), SUB("-"), SHL("<<"), SHR(">>"),
        LT("<"), GT(">"), LE("<="), GE(">="), EQ("=="), NE("!="),
        BIT_AND("&"), BIT_XOR("^"), BIT_OR("|"), AND("&&"), OR("||");

        public final String text;

        BinaryOp(String text) {
            this.text = text;
        }
    }

    public record Binary(BinaryOp op, Expr left, Expr right, Span span) implements Expr {}

    /// `target op= value`; `op` is `null` for plain `=`.
    public record Assign(BinaryOp op, Expr target, Expr value, Span span) implements Expr {}

    public record Conditional(Expr condition, Expr accept, Expr reject, Span span) implements Expr {}

    /// `a, b, c`: evaluates in order, the value is the last.
    public record Comma(List<Expr> exprs, Span span) implements Expr {
        public Comma {
            exprs = List.copyOf(exprs);
        }
    }

    /// `{ a, b, { c, d } }` in an initializer (arrays, structs, vectors, matrices).
    public record InitList(List<Expr> elements, Span span) implements Expr {
        public InitList {
            elements = List.copyOf(elements);
        }
    }
}
