export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    html: {
      type: ['string', 'null'],
      description:
        'The article HTML from the server (bind `${data.article.content}`); sanitized (DOMPurify) before it ' +
        'is shown. Tapping a picture opens the full-screen viewer; long-pressing a picture or link offers 复制链接.',
    },
    attachments: {
      type: ['array', 'null'],
      description:
        'Files under the article (bind `${data.article.attachments}`). 预览: pdf opens in the webview ' +
        'screen (allowlist), png/jpg/jpeg/gif in the picture viewer, others toast 暂不支持此类型; 下载 saves it.',
      items: {
        type: 'object',
        required: ['name', 'url'],
        properties: {
          name: { type: 'string', description: 'File name, shown and used when saving.' },
          url: { type: 'string', description: 'File address (https, or a path on this site).' },
          fileType: {
            type: 'string',
            description: 'pdf, docx, xlsx, pptx, png, jpg, zip...; read from the name when missing.',
          },
          size: { type: ['integer', 'null'], minimum: 0, description: 'Size in bytes (shown as KB / MB).' },
        },
      },
    },
    copyText: {
      type: ['string', 'null'],
      description: 'When set, a 复制 button copies this text (e.g. the article link) and toasts 复制成功.',
    },
    copyLabel: { type: 'string', default: '复制链接', description: 'Label of the copy button.' },
    emptyText: {
      type: 'string',
      default: '暂无内容',
      description: 'Shown when the HTML is empty.',
    },
  },
} as const
