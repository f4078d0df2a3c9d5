package dev.tungsten.ir;

/// Spells IR types the way WGSL writes them (`vec3<f32>`, `array<u32, 4>`,
/// `ptr<storage, i32, read_write>`), for messages and IR dumps. Named types print their name.
public final class TypePrinter {
    private TypePrinter() {}

    public static String name(Module module, Handle<Type> type) {
        Type t = module.types().get(type);
        if (t.name() != null) {
            return t.name();
        }
        return name(module, t.inner());
    }

    public static String name(Module module, TypeInner inner) {
        return switch (inner) {
            case TypeInner.ScalarType s -> s.scalar().wgslName();
            case TypeInner.Vector v -> "vec" + v.size() + "<" + v.scalar().wgslName() + ">";
            case TypeInner.Matrix m -> "mat" + m.columns() + "x" + m.rows() + "<" + m.scalar().wgslName() + ">";
            case TypeInner.Atomic a -> "atomic<" + a.scalar().wgslName() + ">";
            case TypeInner.Pointer p -> "ptr<" + p.space().text() + ", " + name(module, p.base())
                    + (p.space() == AddressSpace.STORAGE ? ", " + p.access().text() : "") + ">";
            case TypeInner.ValuePointer p -> "ptr<" + p.space().text() + ", "
                    + (p.size() == 0 ? p.scalar().wgslName() : "vec" + p.size() + "<" + p.scalar().wgslName() + ">") + ">";
            case TypeInner.Array a -> switch (a.size()) {
                case TypeInner.ArraySize.Constant c -> "array<" + name(module, a.base()) + ", " + c.count() + ">";
                case TypeInner.ArraySize.Pending p -> "array<" + name(module, a.base()) + ", override>";
                case TypeInner.ArraySize.Dynamic d -> "array<" + name(module, a.base()) + ">";
            };
            case TypeInner.Struct s -> "struct";
            case TypeInner.Image i -> imageName(i);
            case TypeInner.Sampler s -> s.comparison() ? "sampler_comparison" : "sampler";
            case TypeInner.BindingArray b -> "binding_array<" + name(module, b.base())
                    + (b.size() instanceof TypeInner.ArraySize.Constant c ? ", " + c.count() : "") + ">";
        };
    }

    private static String imageName(TypeInner.Image i) {
        String dim = i.dim().text() + (i.arrayed() ? "_array" : "");
        return switch (i.imageClass()) {
            case TypeInner.ImageClass.Sampled s -> (s.multisampled() ? "texture_multisampled_" : "texture_") + dim
                    + "<" + new Scalar(s.kind(), 4).wgslName() + ">";
            case TypeInner.ImageClass.Depth d -> (d.multisampled() ? "texture_depth_multisampled_" : "texture_depth_") + dim;
            case TypeInner.ImageClass.Storage s when i.dim() == TypeInner.ImageDimension.BUFFER ->
                    "texel_buffer<" + s.format().text() + ", " + s.access().text() + ">";
            case TypeInner.ImageClass.Storage s -> "texture_storage_" + dim + "<" + s.format().text() + ", "
                    + s.access().text() + ">";
            case TypeInner.ImageClass.External e -> "texture_external";
        };
    }
}
